import { create } from 'zustand';

// Profile is a dialog, not a route: the bottom navigation and the home screen's avatar both open it.
interface ProfileDialogState {
  open: boolean;
  show: () => void;
  hide: () => void;
}

export const useProfileDialog = create<ProfileDialogState>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
