import { copyToClipboard } from '@/lib/clipboard';
import { toast } from '@/lib/toast-store';

export async function copyLinkWithToast(link: string): Promise<void> {
  if (await copyToClipboard(link)) toast({ title: 'Link Copied!', description: 'Share this event with others' });
  else toast({ title: 'Copy failed', description: `Copy this link by hand: ${link}`, variant: 'destructive' });
}
