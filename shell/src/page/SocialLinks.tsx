import { useTranslation } from '@shop/platform';
import { ExternalLink } from './ExternalLink';
import styles from './footer.module.css';

export const socialProfiles = [
  { id: 'facebook', href: 'https://www.facebook.com/zefirbikes' },
  { id: 'instagram', href: 'https://www.instagram.com/zefirbikes' },
  { id: 'youtube', href: 'https://www.youtube.com/@zefirbikes' },
  { id: 'tiktok', href: 'https://www.tiktok.com/@zefirbikes' },
] as const;

/** Facebook, Instagram, YouTube and TikTok; each opens in a new tab. */
export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <nav className={styles.social} aria-label={t('shell:social.label')}>
      <h2 className={styles.sectionTitle}>{t('footer.followUs')}</h2>
      <ul>
        {socialProfiles.map((profile) => (
          <li key={profile.id}>
            <ExternalLink href={profile.href} data-social={profile.id} aria-label={t(`social.follow.${profile.id}`)}>
              {t(`social.${profile.id}`)}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
