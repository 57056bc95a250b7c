import type { ReactNode } from 'react';

/**
 * A screen's body below the shell header (the header shows the route's title). `title` names the
 * main landmark; `heading` shows a visible heading inside the page when the screen wants one.
 */
export function Page({
  title,
  heading,
  children,
  className,
}: {
  title: string;
  heading?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <main className={`ui-page ${className ?? ''}`} aria-label={title}>
      {/* The shell header holds the page's h1; a visible page heading is the next level. */}
      {heading && <h2 className="ui-page__heading">{title}</h2>}
      {children}
    </main>
  );
}
