import { copyToClipboard } from '@/lib/clipboard';
import { toast } from '@/lib/toast-store';
import { t } from '@/lib/i18n';

export async function copyLinkWithToast(link: string): Promise<void> {
  if (await copyToClipboard(link)) toast({ title: t('common.linkCopied'), description: t('event.share.copiedText') });
  else
    toast({
      title: t('personalLink.copyFailed'),
      description: t('event.share.copyByHand', { link }),
      variant: 'destructive',
    });
}
