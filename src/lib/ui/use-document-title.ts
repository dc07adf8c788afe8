import { useEffect } from 'react';

/** Sets the tab title as "<title> | Noctua" while the calling screen is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} | Noctua` : 'Noctua';
    return () => {
      document.title = previous;
    };
  }, [title]);
}
