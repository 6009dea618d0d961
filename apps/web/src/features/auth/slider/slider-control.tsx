import { CheckCircleFilled, DoubleRightOutlined, LoadingOutlined } from '@ant-design/icons';
import { AuthText, SLIDER_DEFAULT_WIDTH } from '@jianku/rules';
import {
  forwardRef,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useImperativeHandle,
  useReducer,
  useRef,
} from 'react';
import {
  easeInOut,
  INITIAL_SLIDER,
  keyTarget,
  type SliderAction,
  sliderKeyOf,
  sliderReducer,
  type TracePoint,
} from './slider.model.ts';
import './slider.css';

export const SLIDER_HEIGHT = 40;
export const DEFAULT_HANDLE_WIDTH = 40;
/** Arrow keys move the handle by this share of the track. */
const KEY_STEP_SHARE = 0.1;
/** A key's move glides over this long per track length (a step takes a share of it, at least 120 ms). */
const GLIDE_FULL_MS = 480;
const GLIDE_MIN_MS = 120;

export interface SliderHandle {
  /** Back to idle (SPEC-4.46). */
  reset: () => void;
}

export interface SliderControlProps {
  /** track width in px (SPEC-3.48: default 320; 330 on login) */
  width?: number;
  /** handle width in px */
  handleWidth?: number;
  /** text while idle (SPEC-3.48 tips) */
  tips?: string;
  /** text once verified (SPEC-3.48 successTips) */
  successTips?: string;
  /** no dragging (e.g. while the challenge loads) */
  disabled?: boolean;
  /** emitted once when the handle reaches the far end, with the drag's trace (SPEC-4.45) */
  onSuccess?: (trace: TracePoint[]) => void;
  id?: string;
  'aria-invalid'?: boolean;
  /** the server accepted the drag (shown as data-verified, for tests and styling) */
  verified?: boolean;
  /** the drag is done and the proof-of-work behind it is still being solved: 安全校验中… and a spinner */
  checking?: boolean;
  /** the challenge's proof-of-work is solved already (shown as data-work="ready", for tests) */
  workReady?: boolean;
}

/**
 * The drag slider (spec §2 slider control, §4 slider states): idle, dragging, success. Dragging moves the
 * handle and the fill with the pointer; releasing before the far end resets; reaching the end sets success,
 * locks the control and emits success. The handle is a keyboard slider too: arrow keys, Page Up/Down, Home
 * and End drive it the same way.
 * Long because the component's state, effects and handlers work on one render; split it when it grows (issue 16).
 * Its handle comes through forwardRef, not React 19's `ref` prop: the build runs on preact/compat, which does
 * not pass `ref` to a function component (vite.config.ts).
 */
export const SliderControl = forwardRef<SliderHandle, SliderControlProps>(function SliderControl(
  {
    width = SLIDER_DEFAULT_WIDTH,
    handleWidth = DEFAULT_HANDLE_WIDTH,
    tips = AuthText.sliderTips,
    successTips = AuthText.sliderSuccess,
    disabled = false,
    onSuccess,
    id,
    'aria-invalid': ariaInvalid,
    verified,
    checking = false,
    workReady = false,
  }: SliderControlProps,
  ref,
) {
  const [state, dispatch] = useReducer(sliderReducer, INITIAL_SLIDER);
  const max = Math.max(width - handleWidth, 0);
  const step = Math.max(Math.round(max * KEY_STEP_SHARE), 1);
  const emitted = useRef(false);
  const stateRef = useRef(state);
  stateRef.current = state;

  const glide = useRef<{ frame: number; target: number } | null>(null);
  const stopGlide = useCallback(() => {
    if (glide.current) cancelAnimationFrame(glide.current.frame);
    glide.current = null;
  }, []);
  useEffect(() => stopGlide, [stopGlide]);

  useImperativeHandle(ref, () => ({
    reset: () => {
      stopGlide();
      emitted.current = false;
      stateRef.current = INITIAL_SLIDER;
      dispatch({ type: 'reset' });
    },
  }));

  // Emits success once per success, right after the transition.
  const emitIfDone = useCallback(
    (next: typeof state) => {
      if (next.status === 'success' && !emitted.current) {
        emitted.current = true;
        onSuccess?.(next.trace);
      }
    },
    [onSuccess],
  );

  const run = (action: SliderAction) => {
    const next = sliderReducer(stateRef.current, action);
    stateRef.current = next;
    dispatch(action);
    emitIfDone(next);
  };

  const locked = disabled || state.status === 'success';

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (locked || event.button !== 0) return;
    stopGlide();
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus({ preventScroll: true });
    run({ type: 'start', clientX: event.clientX, time: event.timeStamp });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (stateRef.current.status !== 'dragging') return;
    run({ type: 'move', clientX: event.clientX, time: event.timeStamp, max });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    if (stateRef.current.status !== 'dragging') return;
    run({ type: 'release', max });
  };
  // Keys move the handle too: it glides to the key's target frame by frame, eased as a hand moves, and the
  // frames are the trace (a jump would be no drag at all).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = sliderKeyOf(event.key);
    if (!key || locked || stateRef.current.status === 'success') return;
    event.preventDefault();
    const from = stateRef.current.x;
    const target = keyTarget(key, glide.current?.target ?? from, max, step);
    stopGlide();
    if (target === from) return;
    const duration = Math.max(GLIDE_MIN_MS, (Math.abs(target - from) / Math.max(max, 1)) * GLIDE_FULL_MS);
    const began = performance.now();
    run({ type: 'glide', x: from, time: began, max });
    const frame = () => {
      // performance.now(), not the frame's timestamp: that one may lie before the key press, and the
      // trace's time must never go back
      const now = performance.now();
      const p = Math.min((now - began) / duration, 1);
      run({ type: 'glide', x: from + (target - from) * easeInOut(p), time: now, max });
      if (p < 1 && stateRef.current.status === 'dragging') {
        if (glide.current) glide.current.frame = requestAnimationFrame(frame);
      } else {
        glide.current = null;
        run({ type: 'settle' });
      }
    };
    glide.current = { frame: requestAnimationFrame(frame), target };
  };

  const success = state.status === 'success';
  const waiting = success && checking;
  const successText = waiting ? AuthText.sliderChecking : successTips;
  const dragging = state.status === 'dragging';
  // keyboard moves animate themselves; only the release back to the start is a CSS transition
  const gliding = glide.current !== null;
  const percent = max > 0 ? Math.round((state.x / max) * 100) : 0;

  return (
    <div
      className={`jk-slider is-${state.status}${waiting ? ' is-checking' : ''}${disabled ? ' is-disabled' : ''}${ariaInvalid ? ' is-invalid' : ''}`}
      style={{ width, height: SLIDER_HEIGHT }}
      data-status={state.status}
      data-verified={verified ? 'true' : undefined}
      data-checking={waiting ? 'true' : undefined}
      data-work={workReady ? 'ready' : undefined}
    >
      <div
        className="jk-slider-fill"
        style={{ width: state.x + handleWidth / 2, transition: dragging || gliding ? 'none' : undefined }}
      />
      <span className="jk-slider-text" aria-hidden={waiting ? undefined : 'true'} aria-live="polite">
        {success ? successText : tips}
      </span>
      <div
        id={id}
        className="jk-slider-handle"
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-label={tips}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={success ? successText : `${percent}%`}
        aria-busy={waiting || undefined}
        aria-disabled={locked || undefined}
        aria-invalid={ariaInvalid || undefined}
        style={{
          width: handleWidth,
          transform: `translateX(${state.x}px)`,
          transition: dragging || gliding ? 'none' : undefined,
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onLostPointerCapture={onPointerUp}
        onKeyDown={onKeyDown}
      >
        {waiting ? <LoadingOutlined spin /> : success ? <CheckCircleFilled /> : <DoubleRightOutlined />}
      </div>
    </div>
  );
});
