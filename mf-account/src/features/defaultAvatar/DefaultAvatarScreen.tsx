import { ScreenBar, useGoBack } from 'shared-contracts/platform';
import { Button, Grid, Toast } from 'shared-contracts/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from 'shared-contracts';
import { useUpdateProfile } from '../../shared/api/updateProfile';
import { useUserInfo } from '../../shared/api/userInfo';
import { GeneratedAvatar } from '../../shared/GeneratedAvatar';
import { AVATAR_COUNT } from '../../shared/config';
import page from '../../shared/page.module.css';
import styles from './defaultAvatar.module.css';

const AVATARS = Array.from({ length: AVATAR_COUNT }, (_, i) => i + 1);

/** /defaultAvatar: the 8 system avatars; confirm saves the choice on the profile and goes back. */
export function DefaultAvatarScreen() {
  const { t } = useTranslation();
  const back = useGoBack(ROUTES.baseinfo);
  const { data: user } = useUserInfo();
  const [picked, setPicked] = useState<number | null>(null);
  const selected = picked ?? user?.avatar ?? null;
  const save = useUpdateProfile({
    onSuccess: () => {
      Toast.show({ icon: 'success', content: t('account.avatar.saved') });
      back();
    },
  });
  const confirm = () => {
    if (selected !== null) save.mutate({ avatar: selected });
  };

  return (
    <section data-testid="screen-defaultAvatar" className={page.page}>
      <ScreenBar title={t('screens.defaultAvatar')} parent={ROUTES.baseinfo} />
      <div className={page.body}>
        <Grid columns={4} gap={12} className={styles.grid}>
          {AVATARS.map((n) => (
            <Grid.Item key={n}>
              <button
                type="button"
                className={`${styles.choice} ${n === selected ? styles.selected : ''}`}
                aria-pressed={n === selected}
                aria-label={t('account.avatar.choose', { n })}
                onClick={() => setPicked(n)}
              >
                <GeneratedAvatar index={n} size={56} />
              </button>
            </Grid.Item>
          ))}
        </Grid>
      </div>
      <div className={page.actions}>
        <Button block shape="rounded" color="primary" disabled={selected === null} loading={save.isPending} onClick={confirm}>
          {t('account.avatar.confirm')}
        </Button>
      </div>
    </section>
  );
}
