import type { ComponentType } from 'react';
import type { ModalName } from '../../state/ui';

/** What a registered modal receives: the props given to `openModal`, and how to close it. */
export type ModalViewProps = { props?: Record<string, unknown>; onClose: () => void };

const views = new Map<ModalName, ComponentType<ModalViewProps>>();

/**
 * Lets a screen contribute the view for one modal name without the shell importing every screen:
 * the modal's module registers itself when loaded, and ModalHost draws whatever `currentModal` names.
 */
export function registerModal(name: ModalName, view: ComponentType<ModalViewProps>): void {
  views.set(name, view);
}

/** The view registered for a modal name, if its module has loaded. */
export function modalView(name: ModalName): ComponentType<ModalViewProps> | undefined {
  return views.get(name);
}
