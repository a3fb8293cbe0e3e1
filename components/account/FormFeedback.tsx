'use client';

import { useEffect, useRef } from 'react';

/**
 * What an account form's last action said, or what went wrong, placed next to what caused it and
 * announced to screen readers. When it appears below the visible screen (a phone, a long form), it
 * is scrolled into view, so that pressing a button never seems to do nothing.
 */
export default function FormFeedback({ error, notice, testId }: { error: string; notice: string; testId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const said = error || notice;
  useEffect(() => {
    if (said) box.current?.scrollIntoView({ block: 'nearest' });
  }, [said]);
  return (
    <div ref={box} className="form-feedback">
      <p role="alert" className="form-status field-error">
        {error}
      </p>
      <p role="status" className="form-status" data-testid={testId}>
        {notice}
      </p>
    </div>
  );
}
