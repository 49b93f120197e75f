import type { BillingMode } from '@facturo/sdk/billing';
import type { BillingSchedule, BillingScheduleChange, BillingSchedulePlan } from '@facturo/sdk/schemas';
import { batch, signal } from '@preact/signals-react';

/**
 * The change being prepared, in signals: the mode and day chosen, whether the unified → individual
 * warning was acknowledged, and the outcome of applying it. One per widget, so a locale or theme
 * change keeps the choice.
 */
export class ScheduleDraft {
  readonly mode = signal<BillingMode>('individual');
  /** The unified day (1–28) picked; kept while the individual mode is chosen. */
  readonly day = signal(1);
  readonly acknowledged = signal(false);
  readonly applying = signal(false);
  readonly error = signal<string | null>(null);
  /** The last change applied (its adjustments are what will be charged). */
  readonly applied = signal<BillingSchedulePlan | null>(null);

  constructor(schedule: Pick<BillingSchedule, 'mode' | 'day'>) {
    this.reset(schedule);
  }

  /** Starts again from the schedule in force. */
  reset(schedule: Pick<BillingSchedule, 'mode' | 'day'>): void {
    batch(() => {
      this.mode.value = schedule.mode;
      this.day.value = schedule.day ?? this.day.peek();
      this.acknowledged.value = false;
      this.error.value = null;
    });
  }

  /** Chooses a mode (the acknowledgement is asked again for every new choice). */
  choose(mode: BillingMode): void {
    batch(() => {
      this.mode.value = mode;
      this.acknowledged.value = false;
      this.applied.value = null;
    });
  }

  /** Chooses the unified day. */
  chooseDay(day: number): void {
    batch(() => {
      this.day.value = day;
      this.applied.value = null;
    });
  }

  /** The change as the API takes it. */
  change(): BillingScheduleChange {
    return this.mode.value === 'unified' ? { mode: 'unified', day: this.day.value } : { mode: 'individual' };
  }

  /** `true` when the choice differs from the schedule in force. */
  differsFrom(schedule: Pick<BillingSchedule, 'mode' | 'day'>): boolean {
    return (
      this.mode.value !== schedule.mode || (this.mode.value === 'unified' && this.day.value !== schedule.day)
    );
  }
}
