import type { CostsView } from '@contracts/cost.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { Spinner } from '@/components/spinner';
import { newChangeKey } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';

type Cost = CostsView['costs'][number];

/** A phone's photo made at most 1600 pixels on its long side, its shape kept (a till roll stays long), as JPEG. */
async function shrink(file: File): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, 1600 / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.82));
    return blob ?? file;
  } catch {
    return file;
  }
}

/**
 * A cost's receipt: a link to it for those who may see it, and for whoever may change the cost a button to add or
 * replace it (online: it is added with the receipt in hand). The server keeps no byte of the original.
 */
export function ReceiptField({ eventId, cost }: { eventId: string; cost: Cost }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [sending, setSending] = useState(false);
  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setSending(true);
    try {
      const body = await shrink(file);
      const res = await fetch(
        `/api/events/${encodeURIComponent(eventId)}/costs/${encodeURIComponent(cost.id)}/receipt`,
        {
          method: 'PUT',
          body,
          credentials: 'include',
          headers: { 'Content-Type': body.type || 'application/octet-stream', 'Idempotency-Key': newChangeKey() },
        },
      );
      if (!res.ok) {
        const refusal = (await res.json().catch(() => null)) as { message?: string } | null;
        toast({
          title: t('costs.receipt.failed'),
          description: refusal?.message ?? t('common.checkConnection'),
          variant: 'destructive',
        });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.events.costs(eventId) });
    } catch {
      toast({ title: t('costs.receipt.failed'), description: t('common.checkConnection'), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };
  return (
    <span className="costs__receipt">
      {cost.receipt && (
        <a className="costs__receipt-link" href={cost.receipt.src} target="_blank" rel="noopener noreferrer">
          🧾 {t('costs.receipt.view')}
        </a>
      )}
      {cost.canEdit && (
        <>
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept="image/*"
            onChange={(e) => void upload(e)}
            disabled={sending}
            aria-label={
              cost.receipt
                ? t('costs.receipt.replaceLabel', { what: cost.what })
                : t('costs.receipt.addLabel', { what: cost.what })
            }
          />
          <label htmlFor={inputId} className="btn btn--ghost btn--sm costs__receipt-add">
            {sending ? <Spinner size="sm" /> : null}
            {cost.receipt ? t('costs.receipt.replace') : t('costs.receipt.add')}
          </label>
        </>
      )}
    </span>
  );
}
