import { t } from '@/lib/i18n';
import { useCosts } from '../api/costs-api';
import { money } from '../money';

/**
 * The costs on the host's print sheet: what was bought and who paid, the total, and each household's share and
 * whether it settled. Nothing while there are no costs.
 */
export function CostsPrint({ eventId }: { eventId: string }) {
  const { data: view } = useCosts(eventId);
  if (!view || view.costs.length === 0) return null;
  const m = (minor: number) => money(minor, view.currency);
  const name = (p: { id: string | null; name: string | null }) =>
    p.name ?? (p.id === null ? t('costs.formerGuest') : t('costs.someone'));
  const status = { open: t('costs.status.open'), paid: t('costs.status.paid'), settled: t('costs.status.settled') };
  return (
    <>
      <h2>{t('costs.print.title', { total: m(view.totalMinor) })}</h2>
      <table>
        <tbody>
          {view.costs.map((c) => (
            <tr key={c.id}>
              <td>{c.what}</td>
              <td>{t('costs.paidBy', { name: name(c.payer) })}</td>
              <td>{m(c.amountMinor)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('costs.households.title')}</h3>
      <table>
        <tbody>
          {view.households.map((h) => (
            <tr key={h.id}>
              <td>{name(h.person)}</td>
              <td>{m(h.owesMinor)}</td>
              <td>{status[h.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
