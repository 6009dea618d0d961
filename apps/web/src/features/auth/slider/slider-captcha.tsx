import { AuthText, SLIDER_DEFAULT_WIDTH, ValidationMessage } from '@jianku/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { normalizeError } from '../../../lib/errors.ts';
import { toast } from '../../../lib/feedback.ts';
import { getSliderChallenge, type SliderChallenge, verifySlider } from '../api/auth.api.ts';
import { type PowJob, startPow } from './pow-solver.ts';
import { type TracePoint, thinTrace } from './slider.model.ts';
import { DEFAULT_HANDLE_WIDTH, SliderControl, type SliderHandle } from './slider-control.tsx';
import { onSliderRefused } from './slider-refused.ts';

export interface SliderCaptchaProps {
  /** the verification token (the form's `verified`); empty until the slider is verified */
  value?: string;
  onChange?: (token: string | undefined) => void;
  width?: number;
  /** the phone or e-mail typed so far, read when a challenge is asked for (see getSliderChallenge) */
  getTarget?: () => string | undefined;
  id?: string;
  'aria-invalid'?: boolean;
}

/** Thrown when the proof-of-work could not be solved; its message is the toast. */
class PowError extends Error {}

/**
 * The slider as a form control: it asks the server for a challenge, and when the handle reaches the end
 * the server checks the drag's trace and answers the token that becomes the form's `verified`
 * (SPEC-4.36). A rejected trace resets the slider with a fresh challenge. Clearing the value from outside
 * (`form.setFieldValue('verified', undefined)`, `resetFields`) resets the slider too: that is how the forms
 * reset it after a failed login, when a dialog closes and after error 1002000007.
 *
 * Each challenge carries a proof-of-work (issue 18), solved in workers from the moment the challenge
 * arrives; the drag is not slowed. Should the drag end first, the track says 安全校验中… with a spinner
 * until the work is done, then the trace and the work are sent together.
 * Long because the component's state, effects and handlers work on one render; split it when it grows (issue 16).
 */
export function SliderCaptcha({
  value,
  onChange,
  width = SLIDER_DEFAULT_WIDTH,
  getTarget,
  id,
  'aria-invalid': ariaInvalid,
}: SliderCaptchaProps) {
  const slider = useRef<SliderHandle>(null);
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [checking, setChecking] = useState(false);
  const [workReady, setWorkReady] = useState(false);
  const generation = useRef(0);
  const pow = useRef<{ challengeId: string; job: PowJob } | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const getTargetRef = useRef(getTarget);
  getTargetRef.current = getTarget;

  const stopPow = useCallback(() => {
    pow.current?.job.cancel();
    pow.current = null;
  }, []);

  /** the challenge on its way, if any: a drag that ends before it arrives waits for it */
  const inflight = useRef<Promise<SliderChallenge | null> | null>(null);

  const loadChallenge = useCallback((): Promise<SliderChallenge | null> => {
    const mine = ++generation.current;
    // the old challenge is spent or about to be replaced: a drag that ends now waits for the new one
    setChallenge(null);
    const request = (async () => {
      try {
        const next = await getSliderChallenge(width, getTargetRef.current?.()?.trim() || undefined);
        if (mine === generation.current) {
          stopPow();
          const job = startPow(next.pow);
          pow.current = { challengeId: next.challengeId, job };
          setWorkReady(false);
          job.solution.then(
            () => mine === generation.current && setWorkReady(true),
            () => {},
          );
          setChallenge(next);
        }
        return next;
      } catch {
        if (mine === generation.current) setChallenge(null);
        return null;
      } finally {
        if (mine === generation.current) inflight.current = null;
      }
    })();
    inflight.current = request;
    return request;
  }, [width, stopPow]);

  useEffect(() => {
    void loadChallenge();
    return () => {
      generation.current++;
      stopPow();
    };
  }, [loadChallenge, stopPow]);

  /** the solved work of `current` (waits when it is not done yet) */
  const solutionOf = async (current: SliderChallenge) => {
    const job = pow.current?.challengeId === current.challengeId ? pow.current.job : startPow(current.pow);
    try {
      return await job.solution;
    } catch {
      throw new PowError(
        globalThis.crypto?.subtle ? AuthText.sliderPowFailed : AuthText.sliderPowUnsupported,
      );
    }
  };

  /** the challenge and its solved work; while either is on its way the track says 安全校验中… */
  const readyChallenge = async () => {
    // both at hand already: no 安全校验中… flash
    const waits = !(challenge && workReady);
    if (waits) setChecking(true);
    try {
      const current = challenge ?? (await (inflight.current ?? loadChallenge()));
      if (!current) throw new Error(ValidationMessage.sliderRequired);
      return { current, solved: await solutionOf(current) };
    } finally {
      if (waits) setChecking(false);
    }
  };

  const restart = useCallback(() => {
    slider.current?.reset();
    void loadChallenge();
  }, [loadChallenge]);

  // A token refused when spent (a code send answered 1002001002): slide again.
  const valueRef = useRef(value);
  valueRef.current = value;
  useEffect(
    () =>
      onSliderRefused(() => {
        if (valueRef.current) onChangeRef.current?.(undefined);
      }),
    [],
  );

  // An emptied value after success means "reset".
  const hadValue = useRef(false);
  useEffect(() => {
    if (value) hadValue.current = true;
    else if (hadValue.current) {
      hadValue.current = false;
      restart();
    }
  }, [value, restart]);

  // A slider taken away while its check was on its way (a dialog closed) asks for nothing more.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const onSuccess = async (trace: TracePoint[]) => {
    try {
      const { current, solved } = await readyChallenge();
      const token = await verifySlider({
        challengeId: current.challengeId,
        trace: thinTrace(trace),
        pow: solved,
      });
      hadValue.current = true;
      onChangeRef.current?.(token);
    } catch (error) {
      if (!mounted.current) return;
      const err = normalizeError(error);
      toast.error(
        error instanceof PowError
          ? error.message
          : err.type === 'business' || err.type === 'http'
            ? err.message
            : ValidationMessage.sliderRequired,
      );
      restart();
      onChangeRef.current?.(undefined);
    }
  };

  return (
    <SliderControl
      ref={slider}
      id={id}
      width={width}
      handleWidth={challenge?.handleWidth ?? DEFAULT_HANDLE_WIDTH}
      onSuccess={(trace) => void onSuccess(trace)}
      aria-invalid={ariaInvalid}
      verified={Boolean(value)}
      checking={checking}
      workReady={workReady}
    />
  );
}
