import { describe, expect, it } from 'vitest';
import { closeModal, currentModal, openModal } from './modal';

describe('modal', () => {
  it('opens one modal at a time, with its props, and closes it', () => {
    openModal('login');
    expect(currentModal.value).toEqual({ name: 'login' });
    openModal('cancelOrder', { orderIds: [1, 2] });
    expect(currentModal.value).toEqual({ name: 'cancelOrder', props: { orderIds: [1, 2] } });
    closeModal();
    expect(currentModal.value).toBeNull();
  });
});
