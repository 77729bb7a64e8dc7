import type { ReactNode, SVGProps } from 'react';

/** Props every inline icon accepts: a pixel size, and a title when the icon carries meaning on its own. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number; title?: string };

/** The shared inline-SVG frame: 24-unit viewBox, currentColor, decorative unless it has a title. */
export function Svg({ size = 16, title, viewBox = '0 0 24 24', children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}
