import { Svg, type IconProps } from './Svg';

/** The GitHub mark (Octicons "mark-github"). */
export function GithubIcon(props: IconProps) {
  return (
    <Svg viewBox="0 0 16 16" stroke="none" fill="currentColor" {...props}>
      <path d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.013 8.013 0 0016 8c0-4.42-3.58-8-8-8z" />
    </Svg>
  );
}

/** A paper plane, Telegram's motif. */
export function TelegramIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M21.5 3.5L2.5 10.8l6.6 2.4 2.4 7.3 3.6-4.6 4.9 3.6 1.5-16z" />
      <path d="M9.1 13.2l9.4-7.2" />
    </Svg>
  );
}

/** The letter X, the network formerly called Twitter. */
export function XIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 4l16 16M20 4L4 20" />
    </Svg>
  );
}

/** A rounded game-pad face, Discord's motif. */
export function DiscordIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M7 6.5c3.3-1.3 6.7-1.3 10 0 1.9 3 2.8 6.4 2.6 10.2-1.3 1-2.7 1.7-4.2 2.1l-1.1-1.9M7 6.5C5.1 9.5 4.2 12.9 4.4 16.7c1.3 1 2.7 1.7 4.2 2.1l1.1-1.9" />
      <path d="M7.5 16c2.9 1.3 6.1 1.3 9 0" />
      <circle cx="9.3" cy="12" r="1.1" fill="currentColor" stroke="none" />
      <circle cx="14.7" cy="12" r="1.1" fill="currentColor" stroke="none" />
    </Svg>
  );
}
