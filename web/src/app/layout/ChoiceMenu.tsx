/**
 * A header button that opens a menu with one choice ticked: the language and the theme menus. The menu's
 * code (Mantine's Menu and its positioning) is no part of the first load: it is fetched when the browser is
 * idle, and the menu replaces the button when the button is first focused or clicked — a click opens it at
 * once, the focus moves over to it.
 */
import { ActionIcon } from '@mantine/core';
import { useRef } from 'react';
import { useDeferredModule } from '../../lib/useDeferredModule';
import type { ChoiceMenuProps } from './ChoiceMenuLoaded';

const loadMenu = () => import('./ChoiceMenuLoaded');

export function ChoiceMenu<V extends string>(props: ChoiceMenuProps<V>) {
  const { module, request } = useDeferredModule(loadMenu, { mount: 'request' });
  /** What the loaded menu takes over from the button: a pending click and the focus. */
  const handover = useRef({ open: false, focus: false, pointer: false });

  if (module) {
    const { open, focus } = handover.current;
    return <module.ChoiceMenuLoaded {...props} defaultOpened={open} focusOnMount={focus} />;
  }
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => {
        handover.current.open = true;
        request();
      }}
      // A press focuses the button before its click: the menu comes with the click, so that the press and
      // the release meet the same button. A focus from the keyboard brings the menu at once.
      onPointerDown={() => {
        handover.current.pointer = true;
      }}
      onFocus={() => {
        handover.current.focus = true;
        if (!handover.current.pointer) request();
      }}
      onBlur={() => {
        handover.current.focus = false;
        handover.current.pointer = false;
      }}
    >
      {props.icon}
    </ActionIcon>
  );
}
