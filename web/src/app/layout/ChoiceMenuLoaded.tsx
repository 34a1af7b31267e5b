/** The language and theme menus' Mantine menu (ChoiceMenu loads it after the first paint). */
import { ActionIcon, Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { useFocusOnMount, useOpenedAfterMount } from '../../lib/useStandIn';

export interface ChoiceMenuProps<V extends string> {
  label: string;
  icon: ReactNode;
  value: V;
  onChange: (value: string) => void;
  /** `lang` marks an option named in its own language. */
  options: readonly { value: V; label: MessageId; lang?: string }[];
}

interface LoadedProps<V extends string> extends ChoiceMenuProps<V> {
  /** The stand-in button was clicked: the menu opens right after it mounts. */
  openOnMount: boolean;
  /** The button the menu replaces had the focus. */
  focusOnMount: boolean;
}

export function ChoiceMenuLoaded<V extends string>({
  label,
  icon,
  value,
  onChange,
  options,
  openOnMount,
  focusOnMount,
}: LoadedProps<V>) {
  const target = useFocusOnMount<HTMLButtonElement>(focusOnMount);
  const [opened, setOpened] = useOpenedAfterMount(openOnMount);

  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <ActionIcon ref={target} variant="default" size="lg" aria-label={label}>
          {icon}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.RadioGroup value={value} onChange={onChange}>
          {options.map((option) => (
            <Menu.RadioItem key={option.value} value={option.value} lang={option.lang} closeMenuOnClick>
              <FormattedMessage id={option.label} />
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
