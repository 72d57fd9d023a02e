import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { withNext } from '../../lib/lesson-choice';
import { whenIn } from '../../lib/lesson-time';

interface LessonStepProps {
  selected: string;
  timeZone: string;
  length: number;
  price: string;
  place: string;
  horizonWeeks: number;
  signedIn: boolean;
  /** This page's address with the choice in it: where log in and sign-up lead back to. */
  back: string;
  busy: boolean;
  /** Moving his own lesson here (Reschedule): one time, no message, "Move my lesson here". */
  moving?: boolean;
  onBook: (input: { weeks: number; message: string }) => void;
}

/**
 * The booking step, opened at the chosen time: it scrolls into view and takes the focus (on a
 * phone the week is a long column and the step would be off screen below Sunday).
 */
export function LessonStep(props: LessonStepProps) {
  const { selected, timeZone, length, price, place, signedIn, back } = props;
  const ref = useRef<HTMLElement>(null);
  const [weeks, setWeeks] = useState(1);
  const [note, setNote] = useState('');

  useEffect(() => {
    const step = ref.current;
    if (!step) return;
    step.scrollIntoView({ block: 'start', behavior: 'auto' });
    step.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
  }, [selected]);

  function submit(event: FormEvent) {
    event.preventDefault();
    props.onBook({ weeks, message: note });
  }

  return (
    <section ref={ref} className="lesson-step" aria-labelledby="lesson-step-title">
      <h3 id="lesson-step-title" tabIndex={-1}>
        {whenIn(selected, timeZone)}
      </h3>
      <p>
        {length} minutes{price ? `, ${price}` : ''}
        {place ? ` · ${place}` : ''}
      </p>
      {signedIn ? (
        <form className="lesson-form" method="post" action="/lessons" onSubmit={submit}>
          {props.moving ? null : (
            <>
              <label>
                Repeat
                <select value={weeks} onChange={(e) => setWeeks(Number(e.target.value))}>
                  {Array.from({ length: Math.max(1, props.horizonWeeks) }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n === 1 ? 'Just this once' : `Weekly, ${n} weeks`}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Message (optional)
                <textarea value={note} maxLength={2000} rows={3} onChange={(e) => setNote(e.target.value)} />
              </label>
            </>
          )}
          <button type="submit" disabled={props.busy}>
            {props.moving ? 'Move my lesson here' : 'Book this time'}
          </button>
        </form>
      ) : (
        <p className="lesson-login">
          <a className="button" href={withNext('/login', back)}>
            Log in to book
          </a>{' '}
          or <a href={withNext('/register', back)}>create an account</a>. This time stays chosen while you do.
        </p>
      )}
    </section>
  );
}

/** "Send the link again" beside the refusal of an unconfirmed address; the new link leads back here. */
export function ResendLink({ back }: { back: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const send = () => {
    setState('sending');
    api.users
      .resendVerification(back)
      .then(() => setState('sent'))
      .catch(() => setState('failed'));
  };
  if (state === 'sent')
    return <span role="status">Sent. Open the link in the mail, then come back: this time stays chosen.</span>;
  return (
    <>
      <button type="button" className="secondary" disabled={state === 'sending'} onClick={send}>
        Send the link again
      </button>
      {state === 'failed' ? <span role="alert"> The mail could not be sent. Please try again later.</span> : null}
    </>
  );
}
