/** A header button that opens a menu with one choice ticked: the language and the theme menus. */
import { ActionIcon, Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

interface ChoiceMenuProps<V extends string> {
  label: string;
  icon: ReactNode;
  value: V;
  onChange: (value: string) => void;
  /** `lang` marks an option named in its own language. */
  options: readonly { value: V; label: MessageId; lang?: string }[];
}

export function ChoiceMenu<V extends string>({ label, icon, value, onChange, options }: ChoiceMenuProps<V>) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={label}>
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
