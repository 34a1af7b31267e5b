/** What a news item may carry besides its text (issue 36): its picture and a link to the project it is about. */
import { Anchor } from '@mantine/core';
import type { News } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { NewsImage } from '../../components/NewsImage';
import { assetPath } from '../../config/paths';

export function NewsExtras({ item }: { item: News }) {
  return (
    <>
      {item.image && <NewsImage src={item.image} />}
      {item.project && (
        <Anchor component={Link} to={assetPath(item.project.id)} size="sm">
          <FormattedMessage id="dashboard.news.project" values={{ name: item.project.name }} />
        </Anchor>
      )}
    </>
  );
}
