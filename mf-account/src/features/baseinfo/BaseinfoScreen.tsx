import { ScreenBar } from 'shared-contracts/platform';
import { ActionSheet, Button, Dialog, Input, List, Toast } from 'shared-contracts/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'shared-contracts/routing';
import { ROUTES } from 'shared-contracts';
import { useUpdateProfile } from '../../shared/api/updateProfile';
import { useUserInfo } from '../../shared/api/userInfo';
import { GeneratedAvatar } from '../../shared/GeneratedAvatar';
import page from '../../shared/page.module.css';
import styles from './baseinfo.module.css';
import { VerificationSection } from './VerificationSection';

/**
 * /baseinfo: account and nickname read-only, the ID card number editable only while unset, the avatar sheet, and identity
 * verification (issue 40).
 */
export function BaseinfoScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: user } = useUserInfo();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [idcard, setIdcard] = useState('');
  const locked = !!user?.idcard;
  const profile = useUpdateProfile({ onSuccess: () => Toast.show({ icon: 'success', content: t('account.baseinfo.saved') }) });

  // The number cannot be changed once saved: the member checks it in a confirm before it is sent.
  const save = () => {
    const value = idcard.trim();
    if (!value) {
      Toast.show({ content: t('account.baseinfo.idcardRequired') });
      return;
    }
    Dialog.confirm({
      title: t('account.baseinfo.confirmTitle'),
      content: (
        <div className={styles.confirm}>
          <strong data-testid="baseinfo-confirm-idcard">{value}</strong>
          <p>{t('account.baseinfo.confirmWarning')}</p>
        </div>
      ),
      confirmText: t('account.baseinfo.confirmSave'),
      cancelText: t('common.cancel'),
      onConfirm: () => profile.mutate({ idcard: value }),
    });
  };

  const unavailable = { disabled: true, description: t('account.baseinfo.uploadUnavailable') };
  return (
    <section data-testid="screen-baseinfo" className={page.page}>
      <ScreenBar title={t('screens.baseinfo')} parent={ROUTES.personal} />
      <div className={page.body}>
        <List className={`${page.card} ${page.list}`}>
          <List.Item onClick={() => setSheetOpen(true)} extra={<GeneratedAvatar index={user?.avatar ?? 1} size={44} />}>
            {t('account.baseinfo.avatar')}
          </List.Item>
          <List.Item
            extra={
              <span className={styles.value} data-testid="baseinfo-account">
                {user?.username ?? params.get('name') ?? ''}
              </span>
            }
          >
            {t('account.baseinfo.account')}
          </List.Item>
          <List.Item extra={<span className={styles.value}>{user?.nickname ?? ''}</span>}>{t('account.baseinfo.nickname')}</List.Item>
          {locked ? (
            <List.Item
              extra={
                <span className={styles.value} data-testid="baseinfo-idcard">
                  {user.idcard}
                </span>
              }
              description={t('account.baseinfo.idcardLocked')}
            >
              {t('account.baseinfo.idcard')}
            </List.Item>
          ) : (
            <List.Item extra={null}>
              <div>{t('account.baseinfo.idcard')}</div>
              <Input
                className={styles.idcard}
                value={idcard}
                onChange={setIdcard}
                placeholder={t('account.baseinfo.idcardPlaceholder')}
                maxLength={32}
                disabled={!user}
                clearable
              />
              <div className={styles.hint}>{t('account.baseinfo.idcardLocked')}</div>
            </List.Item>
          )}
        </List>
        <VerificationSection />
      </div>
      <div className={page.actions}>
        <Button block shape="rounded" color="primary" disabled={!user || locked} loading={profile.isPending} onClick={save}>
          {t('account.baseinfo.save')}
        </Button>
      </div>
      <ActionSheet
        visible={sheetOpen}
        onClose={() => setSheetOpen(false)}
        cancelText={t('common.cancel')}
        closeOnAction
        actions={[
          { key: 'album', text: t('account.baseinfo.album'), ...unavailable },
          { key: 'camera', text: t('account.baseinfo.camera'), ...unavailable },
          { key: 'default', text: t('account.baseinfo.systemDefault'), onClick: () => navigate(ROUTES.defaultAvatar) },
        ]}
      />
    </section>
  );
}
