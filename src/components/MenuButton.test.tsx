import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MenuButton } from './MenuButton';

afterEach(cleanup);

function renderMenu() {
  render(
    <>
      <MenuButton label="Analytics">
        <button type="button" role="menuitem">
          Statistics
        </button>
      </MenuButton>
      <p>elsewhere</p>
    </>,
  );
  return screen.getByRole('button', { name: 'Analytics' });
}

describe('MenuButton', () => {
  it('opens on click and closes when an item is chosen', () => {
    const trigger = renderMenu();
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Statistics' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on Escape and returns focus to the button', () => {
    const trigger = renderMenu();
    fireEvent.click(trigger);
    const item = screen.getByRole('menuitem');
    item.focus();
    fireEvent.keyDown(item, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on a pointer press outside', () => {
    const trigger = renderMenu();
    fireEvent.click(trigger);
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
