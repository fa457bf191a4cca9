import { toast } from '@/lib/toast-store';

/** Copies text; falls back to a hidden textarea where the Clipboard API is missing or refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or not a secure context: try the old way below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export async function copyLinkWithToast(link: string): Promise<void> {
  if (await copyText(link)) toast({ title: 'Link Copied!', description: 'Share this event with others' });
  else toast({ title: 'Copy failed', description: `Copy this link by hand: ${link}`, variant: 'destructive' });
}
