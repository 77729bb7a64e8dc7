import { useSignals } from '@preact/signals-react/runtime';
import { createElement, useEffect } from 'react';
import { closeModal, currentModal } from '../../state/ui';
import './ChainTransactionsModal';
import { LoginModal } from './LoginModal';
import { modalView, registerModal } from './modalRegistry';

registerModal('login', LoginModal);

/** Draws the current modal (SPEC §4 Modals): the one `openModal` named, through the modal registry. */
export function ModalHost() {
  useSignals();
  const modal = currentModal.value;
  // Views come from a module-level registry, so the same name always yields the same component (state is kept).
  const view = modal ? modalView(modal.name) : undefined;
  useEffect(() => {
    // A modal opened before its screen registered it would otherwise fail silently.
    if (modal && !view) console.error(`No view is registered for the "${modal.name}" modal`);
  }, [modal, view]);
  if (!modal || !view) return null;
  return createElement(view, { ...(modal.props ? { props: modal.props } : {}), onClose: closeModal });
}
