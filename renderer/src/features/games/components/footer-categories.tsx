import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategoryGroups } from '../api/vendors';
import { categoryPath } from '../model/category';

/** Home footer game categories: HOT first, then the merchant's grouped order. */
export function FooterCategories() {
  const { t } = useTranslation();
  const { groups } = useCategoryGroups();
  const cats = ['HOT', ...groups.map((g) => g.category).filter((c) => c !== 'HOT')];
  return (
    <ul className="gm-footcats" aria-label={t('games.allCategories')}>
      {cats.map((c) => (
        <li key={c}>
          <Link to={categoryPath(c)}>{t(`games.category.${c}`)}</Link>
        </li>
      ))}
    </ul>
  );
}
