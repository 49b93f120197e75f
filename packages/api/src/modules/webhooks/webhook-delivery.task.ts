import type { BackgroundTask } from '../../kernel/api-module';
import { deliverWebhooks } from '../../webhooks/webhook-delivery';

/** How often the server looks for due deliveries: an event reaches its endpoint within seconds. */
const POLL_MS = 2_000;

/**
 * The webhook sender: every 2 seconds one round of due deliveries (never two at once). Started by
 * the server; several instances share the work safely (each delivery is claimed before it is sent).
 */
export const webhookDeliveryTask: BackgroundTask = {
  name: 'webhook-delivery',
  start(deps) {
    let current: Promise<void> = Promise.resolve();
    let running = false;
    const run = () => {
      if (running) return;
      running = true;
      const started = performance.now();
      current = deliverWebhooks(deps)
        .then(
          () => deps.metrics.observeJob('webhooks', 'succeeded', (performance.now() - started) / 1000),
          (error: unknown) => {
            deps.metrics.observeJob('webhooks', 'failed', (performance.now() - started) / 1000);
            deps.logger.error({ err: error }, 'webhook delivery round failed');
          },
        )
        .finally(() => {
          running = false;
        });
    };
    const timer = setInterval(run, POLL_MS);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await current;
    };
  },
};
