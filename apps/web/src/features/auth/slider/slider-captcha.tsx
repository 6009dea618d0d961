import { SLIDER_DEFAULT_WIDTH, ValidationMessage } from '@jianku/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { normalizeError } from '../../../lib/errors.ts';
import { toast } from '../../../lib/feedback.ts';
import { getSliderChallenge, type SliderChallenge, verifySlider } from '../api/auth.api.ts';
import { type TracePoint, thinTrace } from './slider.model.ts';
import { DEFAULT_HANDLE_WIDTH, SliderControl, type SliderHandle } from './slider-control.tsx';

export interface SliderCaptchaProps {
  /** the verification token (the form's `verified`); empty until the slider is verified */
  value?: string;
  onChange?: (token: string | undefined) => void;
  width?: number;
  id?: string;
  'aria-invalid'?: boolean;
}

/**
 * The slider as a form control: it asks the server for a challenge, and when the handle reaches the end
 * the server checks the drag's trace and answers the token that becomes the form's `verified`
 * (SPEC-4.36). A rejected trace resets the slider with a fresh challenge. Clearing the value from outside
 * (`form.setFieldValue('verified', undefined)`, `resetFields`) resets the slider too: that is how the forms
 * reset it after a failed login, when a dialog closes and after error 1002000007.
 */
export function SliderCaptcha({
  value,
  onChange,
  width = SLIDER_DEFAULT_WIDTH,
  id,
  'aria-invalid': ariaInvalid,
}: SliderCaptchaProps) {
  const slider = useRef<SliderHandle>(null);
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const generation = useRef(0);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const loadChallenge = useCallback(async (): Promise<SliderChallenge | null> => {
    const mine = ++generation.current;
    try {
      const next = await getSliderChallenge(width);
      if (mine === generation.current) setChallenge(next);
      return next;
    } catch {
      if (mine === generation.current) setChallenge(null);
      return null;
    }
  }, [width]);

  useEffect(() => {
    void loadChallenge();
    return () => {
      generation.current++;
    };
  }, [loadChallenge]);

  const restart = useCallback(() => {
    slider.current?.reset();
    void loadChallenge();
  }, [loadChallenge]);

  // An emptied value after success means "reset".
  const hadValue = useRef(false);
  useEffect(() => {
    if (value) hadValue.current = true;
    else if (hadValue.current) {
      hadValue.current = false;
      restart();
    }
  }, [value, restart]);

  const onSuccess = async (trace: TracePoint[]) => {
    try {
      const current = challenge ?? (await loadChallenge());
      if (!current) throw new Error(ValidationMessage.sliderRequired);
      const token = await verifySlider({ challengeId: current.challengeId, trace: thinTrace(trace) });
      hadValue.current = true;
      onChangeRef.current?.(token);
    } catch (error) {
      const err = normalizeError(error);
      toast.error(
        err.type === 'business' || err.type === 'http' ? err.message : ValidationMessage.sliderRequired,
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
    />
  );
}
