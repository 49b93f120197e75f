import type { JobDefinition } from '../../kernel/job-definition';
import { deliverOne, findDueDeliveries } from '../../webhooks/webhook-delivery';

/**
 * Webhook deliveries on the queue: every 2 seconds each worker looks for due deliveries (new events,
 * and retries whose backoff has passed: 1 min, 5 min, 30 min, 2 h, 5 h, then every 10 h for 3 days)
 * and queues one job per delivery (at most one queued per delivery). The job claims the delivery
 * before sending it, so a repeated or retried job never sends it twice; a worker that dies holding
 * one leaves a claim that lapses after a minute, and the delivery is queued again.
 */
export const webhookDeliveryJob: JobDefinition = {
  name: 'webhook-delivery',
  policy: 'short',
  retryLimit: 5,
  retryDelaySeconds: 10,
  expireInSeconds: 120,
  feed: {
    everyMs: 2_000,
    find: async (deps) =>
      (await findDueDeliveries(deps, deps.clock.now())).map((deliveryId) => ({
        key: deliveryId,
        data: { deliveryId },
      })),
  },
  run: async (deps, data) => {
    if (typeof data.deliveryId !== 'string') throw new Error('webhook-delivery job without a deliveryId');
    return { deliveryId: data.deliveryId, outcome: await deliverOne(deps, data.deliveryId) };
  },
};
