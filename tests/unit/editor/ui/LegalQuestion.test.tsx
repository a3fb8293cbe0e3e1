// @vitest-environment jsdom
import { texts } from './editorTexts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LegalQuestion } from '@/editor/ui/LegalQuestion';
import { announcedTerms } from './fakeServer';

afterEach(cleanup);

const announced = announcedTerms();

function ask(version?: typeof announced) {
  const onAnswer = vi.fn();
  render(<LegalQuestion text="terms" announced={version} onAnswer={onAnswer} onCancel={() => {}} />);
  const save = screen.getByRole('button', { name: texts.save });
  return { onAnswer, save, substance: () => fireEvent.click(screen.getByLabelText(texts.legalSubstance)) };
}

describe('the legal question', () => {
  it('answers nothing until a kind of change is chosen, and a correction as it is', () => {
    const { onAnswer, save } = ask();
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText(texts.legalCorrection));
    fireEvent.click(save);
    expect(onAnswer).toHaveBeenCalledWith({ change: 'correction' });
  });

  it('needs what a change of substance changes, in English, before it makes a new version', () => {
    const { onAnswer, save, substance } = ask();
    substance();
    fireEvent.click(save);
    expect(screen.getByRole('status').textContent).toBe(texts.legalChangesMissing);
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(texts.legalChanges), { target: { value: 'Mediation first.' } });
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.click(save);
    expect(onAnswer).toHaveBeenCalledWith({ change: 'substance', changes: 'Mediation first.' });
  });

  it('joins a change of substance to the version announced, without asking what it changes', () => {
    const { onAnswer, save, substance } = ask(announced);
    substance();
    expect(document.body.textContent).toContain('This change becomes part of version 2026-12-01');
    expect(screen.queryByLabelText(texts.legalChanges)).toBeNull();
    fireEvent.click(save);
    expect(onAnswer).toHaveBeenCalledWith({ change: 'substance' });
  });
});
