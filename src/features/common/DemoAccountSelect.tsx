import { useEffect, useState } from 'react';
import { demoAccountNames } from '../../state/wallet';

/**
 * The devnet's demo accounts to sign in as (its "Devnet demo key" login row): loaded from
 * `/devnet/accounts.json` when the row shows; the empty value means the first one listed.
 */
export function DemoAccountSelect({ value, onChange, disabled }: { value: string; onChange: (account: string) => void; disabled: boolean }) {
  const [names, setNames] = useState<readonly string[] | null>(null);
  useEffect(() => {
    let live = true;
    demoAccountNames().then(
      (accounts) => live && setNames(accounts.map((account) => account.name)),
      (error: unknown) => {
        console.warn('Demo accounts could not be listed', error);
        if (live) setNames([]);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  if (names === null || names.length === 0) return null;
  return (
    <select
      className="login-choice__account"
      aria-label="Demo account"
      value={value || names[0]}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      {names.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </select>
  );
}
