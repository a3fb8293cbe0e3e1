/** What an account form's last action said, or what went wrong: announced to screen readers too. */
export default function FormFeedback({ error, notice }: { error: string; notice: string }) {
  return (
    <>
      <p role="alert" className="form-status field-error">
        {error}
      </p>
      <p role="status" className="form-status">
        {notice}
      </p>
    </>
  );
}
