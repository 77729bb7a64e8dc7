import { useEffect, type ReactNode } from 'react';
import './PageFrame.css';

/** The browser tab title of a screen: one format for every route. */
export function documentTitle(title: string): string {
  return `Waxwing — ${title}`;
}

type PageFrameProps = {
  /** The page heading, also written into `document.title`. */
  title: string;
  /** A line under the title (a contract name, an account's creation date). */
  subtitle?: ReactNode;
  /** Before the title, e.g. a back link. */
  leading?: ReactNode;
  /** Links or small controls at the right end of the title row. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A screen's frame: the title row and the content, centred at the content max width (SPEC §2). */
export function PageFrame({ title, subtitle, leading, actions, className, children }: PageFrameProps) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  return (
    <div className={className ? `page-frame ${className}` : 'page-frame'}>
      <div className="page-frame__head">
        {leading != null && <div className="page-frame__leading">{leading}</div>}
        <div className="page-frame__titles">
          <h1 className="page-frame__title">{title}</h1>
          {subtitle != null && <div className="page-frame__subtitle">{subtitle}</div>}
        </div>
        {actions != null && <div className="page-frame__actions">{actions}</div>}
      </div>
      <div className="page-frame__body">{children}</div>
    </div>
  );
}
