import { useSignals } from '@preact/signals-react/runtime';
import { createElement, useEffect } from 'react';
import { closeModal, currentModal, type ModalName } from '../../state/ui';
import './ChainTransactionsModal';
import { LoginModal } from './LoginModal';
import { modalView, registerModal } from './modalRegistry';

registerModal('login', LoginModal);

/** What an embedded page (disable_layout=true) never draws: the signing list, whose transactions are then signed in turn. */
const HIDDEN_EMBEDDED: ReadonlySet<ModalName> = new Set(['chainTransactions']);

/**
 * Draws the current modal: the one `openModal` named, through the modal registry.
 * Embedded, every modal but the signing list still opens: a token selector or an order form is part of the screen.
 */
export function ModalHost({ embedded = false }: { embedded?: boolean }) {
  useSignals();
  const current = currentModal.value;
  const modal = current !== null && embedded && HIDDEN_EMBEDDED.has(current.name) ? null : current;
  // Views come from a module-level registry, so the same name always yields the same component (state is kept).
  const view = modal ? modalView(modal.name) : undefined;
  useEffect(() => {
    // A modal opened before its screen registered it would otherwise fail silently.
    if (modal && !view) console.error(`No view is registered for the "${modal.name}" modal`);
  }, [modal, view]);
  if (!modal || !view) return null;
  return createElement(view, { ...(modal.props ? { props: modal.props } : {}), onClose: closeModal });
}
