import { useEffect, useState } from 'react';

/**
 * An object URL of `blob` while the component shows it, revoked when the blob changes or the component
 * leaves (the browser keeps the bytes until then). Made in an effect, so a double mount in strict mode
 * revokes its first URL rather than leaking it; null until made and for a blob it was not made of.
 */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [made, setMade] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const url = URL.createObjectURL(blob);
    setMade({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return made !== null && made.blob === blob ? made.url : null;
}
