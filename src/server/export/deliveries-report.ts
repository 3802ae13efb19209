import type { DeliveryRecord } from '../storage/outbox-records.ts';

/** One line per pending or dead delivery, for whoever runs the site: ids, state and the last error, no lead data. */
export function deliveriesReport(deliveries: readonly DeliveryRecord[]): string {
  if (deliveries.length === 0) return 'No pending or dead deliveries: every lead has been delivered.\n';
  const lines = deliveries.map((delivery) =>
    [
      `delivery ${delivery.id}`,
      `lead ${delivery.leadId}`,
      delivery.channel,
      delivery.status,
      `${delivery.attempts} attempt${delivery.attempts === 1 ? '' : 's'}`,
      delivery.status === 'pending' ? `next ${delivery.nextAttemptAt}` : null,
      `last error: ${delivery.lastError ?? '(none yet)'}`,
    ]
      .filter(Boolean)
      .join('  '),
  );
  const dead = deliveries.filter((delivery) => delivery.status === 'dead').length;
  const summary = `${deliveries.length - dead} pending, ${dead} dead${dead > 0 ? ' (send them again with --retry)' : ''}`;
  return `${[...lines, summary].join('\n')}\n`;
}

/** Each lead's deliveries as one CSV cell: `email:sent webhook:pending`, or empty without channels. */
export function deliveryStatusByLead(deliveries: readonly DeliveryRecord[]): Map<number, string> {
  const byLead = new Map<number, string[]>();
  for (const delivery of deliveries) {
    const list = byLead.get(delivery.leadId) ?? [];
    list.push(`${delivery.channel}:${delivery.status}`);
    byLead.set(delivery.leadId, list);
  }
  return new Map([...byLead].map(([leadId, statuses]) => [leadId, statuses.join(' ')]));
}
