import type { InputHTMLAttributes } from 'react';

/**
 * A labelled input of the site's forms, with its hint and its error tied to it for screen readers
 * (`aria-describedby`, `aria-invalid`).
 */
export default function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: {
  id: string;
  label: string;
  /** A sentence under the field. */
  hint?: string;
  /** What is wrong with the value, under the field. */
  error?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="note">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}
