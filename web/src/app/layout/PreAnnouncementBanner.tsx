import { IconSpeakerphone } from '@tabler/icons-react';
import { NoteAlert } from '../../components/NoteAlert';

/** On every public page (product §1): announced, in development, coming soon, figures are sample data. */
export function PreAnnouncementBanner() {
  return <NoteAlert icon={<IconSpeakerphone aria-hidden />} title="banner.title" text="banner.text" />;
}
