import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useServerFile } from '@/hooks/use-server-file';
import { newChangeKey } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useDeleteEvent } from '../api/delete-event';
import { t } from '@/lib/i18n';
import { toastRefusal } from '@/lib/refusal-toast';
import { printSheet } from '../print-photos';

function IconMore() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <circle cx="12" cy="5" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="12" cy="19" r="2" />
    </svg>
  );
}

function MenuItem(props: { icon: string; label: string; danger?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      role="menuitem"
      className={props.danger ? 'host-menu__item host-menu__item--danger' : 'host-menu__item'}
      onClick={props.onClick}
    >
      <span aria-hidden="true">{props.icon}</span> {props.label}
    </button>
  );
}

/**
 * Host and co-hosts: Edit Event, Export CSV, Print Sheet; the host also Delete Event (asks first, then back to home).
 */
export function HostMenu({ event, canDelete = true }: { event: { id: string; name: string }; canDelete?: boolean }) {
  const navigate = useNavigate();
  const deleteMutation = useDeleteEvent();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const menuId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // The menu closes on the click: a refusal of the ZIP (the server too busy to pack it) is told in a toast.
  const zip = useServerFile('download', (message) => toast({ title: t('event.menu.exportZip'), description: message }));

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function onMenuKey(e: KeyboardEvent<HTMLDivElement>) {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = (index + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
      items[next]?.focus();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  }

  /** A menu item's action: the menu closes first. */
  const pick = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  function confirmDelete() {
    deleteMutation.mutate(
      { eventId: event.id, eventName: event.name, idempotencyKey: newChangeKey() },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ title: t('event.delete.done'), description: t('event.delete.doneText') });
          void navigate('/', { replace: true });
        },
        onError: (error) => {
          setConfirming(false);
          toastRefusal(error, t('event.delete.failed'), t('event.delete.failedText'));
        },
      },
    );
  }

  return (
    <div className="host-menu" ref={wrapRef}>
      <Button
        ref={buttonRef}
        variant="ghost"
        className="btn--icon event-header__nav"
        aria-label={t('event.menu.label')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <IconMore />
      </Button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('event.menu.label')}
          className="host-menu__list"
          ref={menuRef}
          onKeyDown={onMenuKey}
        >
          <MenuItem
            icon="✏️"
            label={t('event.edit.title')}
            onClick={pick(() => void navigate(`/events/${event.id}/edit`))}
          />
          <a
            role="menuitem"
            className="host-menu__item"
            href={`/api/events/${encodeURIComponent(event.id)}/export.csv`}
            download
            onClick={() => setOpen(false)}
          >
            <span aria-hidden="true">📄</span> {t('event.menu.exportCsv')}
          </a>
          <a
            role="menuitem"
            className="host-menu__item"
            href={`/api/events/${encodeURIComponent(event.id)}/export.zip`}
            download
            onClick={(e) => {
              zip.onClick(e);
              setOpen(false);
            }}
          >
            <span aria-hidden="true">🗂️</span> {t('event.menu.exportZip')}
          </a>
          {/* The print stylesheet turns the page into the sheet: who's coming, what's brought, what's missing. */}
          <MenuItem icon="🖨️" label={t('event.menu.print')} onClick={pick(() => void printSheet())} />
          {canDelete && (
            <MenuItem icon="🗑️" label={t('event.delete.title')} danger onClick={pick(() => setConfirming(true))} />
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('event.delete.title')}
        description={t('event.delete.confirmText', { eventName: event.name })}
        confirmLabel={t('event.delete.title')}
        pendingLabel={t('common.deleting')}
        pending={deleteMutation.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
