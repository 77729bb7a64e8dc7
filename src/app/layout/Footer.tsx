import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import type { IconProps } from '../../components/icons/Svg';
import { DiscordIcon, GithubIcon, TelegramIcon, XIcon } from '../../components/icons/socialIcons';
import './Footer.css';

const SOCIAL_LINKS: readonly { label: string; href: string; Icon: ComponentType<IconProps> }[] = [
  { label: 'GitHub', href: 'https://github.com/waxwing-trade', Icon: GithubIcon },
  { label: 'Telegram', href: 'https://t.me/waxwing_trade', Icon: TelegramIcon },
  { label: 'X (Twitter)', href: 'https://x.com/waxwing_trade', Icon: XIcon },
  { label: 'Discord', href: 'https://discord.gg/waxwing', Icon: DiscordIcon },
];

/** The footer: copyright, About, social links and the charting attribution lightweight-charts' licence asks for. */
export function Footer() {
  return (
    <footer className="app-footer">
      <div className="app-footer__inner container">
        <span className="app-footer__copy">© 2026 Waxwing</span>
        <Link to="/about">About</Link>
        <span className="app-footer__charts">
          Charts by{' '}
          <a href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
            TradingView Lightweight Charts™
          </a>{' '}
          · Copyright © TradingView, Inc.
        </span>
        <ul className="app-footer__social" aria-label="Waxwing elsewhere">
          {SOCIAL_LINKS.map(({ label, href, Icon }) => (
            <li key={label}>
              <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}>
                <Icon size={18} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
