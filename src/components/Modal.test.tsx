import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

afterEach(cleanup);

function renderModal(onClose = vi.fn()) {
  render(
    <>
      <button type="button">outside</button>
      <Modal title="Select wallet" onClose={onClose}>
        <button type="button">first action</button>
        <button type="button">last action</button>
      </Modal>
    </>,
  );
  return onClose;
}

describe('Modal', () => {
  it('is a labelled dialog with the default width of 480', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Select wallet' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.style.maxWidth).toBe('480px');
  });

  it('closes on Escape', () => {
    const onClose = renderModal();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes from the labelled close button', () => {
    const onClose = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on an overlay click but not on a click inside the dialog', () => {
    const onClose = renderModal();
    fireEvent.mouseDown(screen.getByText('first action'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByTestId('modal-overlay'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('moves focus in and keeps Tab inside the dialog', () => {
    renderModal();
    const close = screen.getByRole('button', { name: 'Close dialog' });
    const last = screen.getByText('last action');
    expect(document.activeElement).toBe(close);
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('gives focus back to the element that opened it', () => {
    const { rerender } = render(<button type="button">opener</button>);
    const opener = screen.getByText('opener');
    opener.focus();
    rerender(
      <>
        <button type="button">opener</button>
        <Modal title="T" onClose={() => undefined}>
          body
        </Modal>
      </>,
    );
    expect(document.activeElement).not.toBe(opener);
    rerender(<button type="button">opener</button>);
    expect(document.activeElement).toBe(opener);
  });
});
