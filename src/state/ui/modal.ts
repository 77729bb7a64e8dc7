import { signal } from '@preact/signals-react';

/** Every modal of SPEC §2 Modals. */
export type ModalName = 'login' | 'chainTransactions' | 'swapSettings' | 'tokenSelector' | 'marketOrder' | 'tradeOrder' | 'cancelOrder' | 'walletList';

/** The open modal (one at a time), or null. */
export const currentModal = signal<{ name: ModalName; props?: Record<string, unknown> } | null>(null);

/** Opens a modal, replacing any open one. */
export function openModal(name: ModalName, props?: Record<string, unknown>): void {
  currentModal.value = props === undefined ? { name } : { name, props };
}

/** Closes the open modal. */
export function closeModal(): void {
  currentModal.value = null;
}
