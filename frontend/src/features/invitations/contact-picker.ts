/** The Contact Picker API (Chrome on Android); absent from TypeScript's DOM types. */
interface PickedContact {
  name?: string[];
  email?: string[];
  tel?: string[];
}
interface ContactsManager {
  select(properties: ('name' | 'email' | 'tel')[], options?: { multiple?: boolean }): Promise<PickedContact[]>;
}

function contactsManager(): ContactsManager | null {
  const nav = navigator as Navigator & { contacts?: ContactsManager };
  return 'ContactsManager' in window && nav.contacts ? nav.contacts : null;
}

export const contactPickerSupported = (): boolean => typeof window !== 'undefined' && contactsManager() !== null;

export interface PickedGuest {
  contact: string;
  name?: string;
}

/** Opens the phone's contact list; each chosen person becomes one guest (phone preferred, else email). */
export async function pickContacts(): Promise<PickedGuest[]> {
  const manager = contactsManager();
  if (!manager) return [];
  const picked = await manager.select(['name', 'tel', 'email'], { multiple: true });
  return picked.flatMap((c) => {
    const contact = c.tel?.find((t) => t.trim()) ?? c.email?.find((e) => e.trim());
    if (!contact) return [];
    const name = c.name?.find((n) => n.trim());
    return [{ contact: contact.trim(), ...(name ? { name } : {}) }];
  });
}
