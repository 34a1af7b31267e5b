import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

/**
 * A plain button that stands in for a menu or a popover until it is first used (decision 0113): mounting the
 * real control (its positioning, its focus handling) right after the first paint was one of the longest
 * tasks there, for nothing until somebody opens it. The control mounts on the button's first keyboard focus
 * (and takes the focus over) or click (and opens at once). A press focuses the button before its click; the
 * control then comes with the click, so that the press and the release meet the same button.
 */
export interface StandIn {
  /** The control is wanted: render it in place of the stand-in. */
  used: boolean;
  /** The stand-in was clicked: the control opens right after it mounts (useOpenedAfterMount). */
  opened: boolean;
  /** The stand-in had the focus: the control's button takes it as it mounts (useFocusOnMount). */
  focused: boolean;
  /** For the stand-in button. */
  props: {
    onClick: () => void;
    onPointerDown: () => void;
    onFocus: () => void;
    onBlur: () => void;
  };
}

/** `onUse`: called with the first use too (say, to ask for the control's code). */
export function useStandIn(onUse?: () => void): StandIn {
  const [used, setUsed] = useState(false);
  const handover = useRef({ opened: false, focused: false, pointer: false });
  const use = useCallback(() => {
    onUse?.();
    setUsed(true);
  }, [onUse]);
  const props = useMemo(
    () => ({
      onClick: () => {
        handover.current.opened = true;
        use();
      },
      onPointerDown: () => {
        handover.current.pointer = true;
      },
      onFocus: () => {
        handover.current.focused = true;
        if (!handover.current.pointer) use();
      },
      onBlur: () => {
        handover.current.focused = false;
        handover.current.pointer = false;
      },
    }),
    [use],
  );
  const { opened, focused } = handover.current;
  return { used, opened, focused, props };
}

/**
 * A ref for the control's button that takes the focus when the control mounts, if `focus` — in a layout effect,
 * before the control's own effects: a popover opened at mount notes the focused element to return the focus
 * to when it closes, and that is to be this button, not the stand-in just removed.
 */
export function useFocusOnMount<T extends HTMLElement>(focus: boolean) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return ref;
}

/**
 * The control's open state (controlled): closed as it mounts and opened right after when the stand-in was
 * clicked — an opening like any other, so the control notes the focused element (its button, useFocusOnMount)
 * to return the focus to on closing, and calls its `onOpen`. Mantine's popovers note both on a change of
 * `opened`, not at mount.
 */
export function useOpenedAfterMount(open: boolean): [boolean, (opened: boolean) => void] {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return [opened, setOpened];
}
