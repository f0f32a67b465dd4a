import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import type { VerificationFileKind, VerificationStatus } from 'shared-contracts/api';
import { Button, Input, List, Toast } from 'shared-contracts/kit';
import page from '../../shared/page.module.css';
import {
  fileAsBase64,
  useVerificationBasic,
  useVerificationStatus,
  useVerificationSubmit,
  useVerificationUpload,
} from './api/verification';
import styles from './baseinfo.module.css';

/**
 * Identity verification on /baseinfo (issue 40): the member's level and what large withdrawals need, the basic form
 * (legal name, date of birth), then a document and a selfie (the phone's camera or album) for customer service to
 * review, and the review's state: pending, or rejected with support's reason.
 */
export function VerificationSection() {
  const { t } = useTranslation();
  const { data: status } = useVerificationStatus();
  if (!status) return null;
  return (
    <List className={`${page.card} ${page.list}`} header={t('account.verification.title')} data-testid="verification">
      <List.Item extra={<strong data-testid="verification-level">{t(`account.verification.levels.${status.level}`)}</strong>}>
        {t('account.verification.level')}
      </List.Item>
      <List.Item>
        <div className={styles.hint} data-testid="verification-thresholds">
          {t('account.verification.thresholds', {
            basic: formatMoney(status.thresholds.basic_above),
            full: formatMoney(status.thresholds.full_above),
          })}
        </div>
      </List.Item>
      {status.level === 'full' || status.pending ? <Given status={status} /> : <BasicForm status={status} />}
      {status.level === 'basic' && <FullForm status={status} />}
    </List>
  );
}

/** The name and date of birth as given: fixed while support reviews them and once the member is full. */
function Given({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation();
  return (
    <>
      <List.Item extra={<span className={styles.value}>{status.legal_name}</span>}>{t('account.verification.legalName')}</List.Item>
      <List.Item extra={<span className={styles.value}>{status.birth_date}</span>}>{t('account.verification.birthDate')}</List.Item>
    </>
  );
}

function BasicForm({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation();
  const [name, setName] = useState(status.legal_name ?? '');
  const [birth, setBirth] = useState(status.birth_date ?? '');
  const basic = useVerificationBasic({ onSuccess: () => Toast.show({ icon: 'success', content: t('account.verification.basicSaved') }) });
  return (
    <List.Item>
      <div>{t('account.verification.legalName')}</div>
      <Input
        value={name}
        onChange={setName}
        maxLength={100}
        placeholder={t('account.verification.legalNamePlaceholder')}
        data-testid="verification-name"
      />
      <div>{t('account.verification.birthDate')}</div>
      <input
        type="date"
        className={styles.date}
        value={birth}
        onChange={(event) => setBirth(event.target.value)}
        data-testid="verification-birth"
      />
      <div className={styles.hint}>{t('account.verification.basicHint')}</div>
      <Button
        size="small"
        color="primary"
        disabled={name.trim().length < 2 || !birth}
        loading={basic.isPending}
        onClick={() => basic.mutate({ legal_name: name.trim(), birth_date: birth })}
        data-testid="verification-basic-save"
      >
        {t('account.verification.basicSave')}
      </Button>
    </List.Item>
  );
}

function FullForm({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<Partial<Record<VerificationFileKind, number>>>({});
  const upload = useVerificationUpload();
  const submit = useVerificationSubmit({
    onSuccess: () => {
      setFiles({});
      Toast.show({ icon: 'success', content: t('account.verification.submitted') });
    },
  });
  if (status.pending) {
    return (
      <List.Item>
        <p className={styles.hint} data-testid="verification-pending">
          {t('account.verification.pending')}
        </p>
      </List.Item>
    );
  }

  const pick = (kind: VerificationFileKind) => async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const answer = await upload.mutateAsync({ kind, image: await fileAsBase64(file) }).catch(() => null);
    if (answer) setFiles((before) => ({ ...before, [kind]: answer.file_id }));
  };
  return (
    <List.Item>
      {status.rejected && (
        <p className={styles.rejected} data-testid="verification-rejected">
          {t('account.verification.rejected', { reason: status.rejected.reason })}
        </p>
      )}
      <div className={styles.hint}>{t('account.verification.fullHint')}</div>
      {(['document', 'selfie'] as const).map((kind) => (
        <label key={kind} className={styles.upload}>
          <span>
            {t(`account.verification.${kind}`)} {files[kind] ? '✓' : ''}
          </span>
          <input
            type="file"
            accept="image/*"
            capture={kind === 'selfie' ? 'user' : 'environment'}
            onChange={pick(kind)}
            data-testid={`verification-${kind}`}
          />
        </label>
      ))}
      <Button
        size="small"
        color="primary"
        disabled={!files.document || !files.selfie || upload.isPending}
        loading={submit.isPending}
        onClick={() => submit.mutate({ document_id: files.document!, selfie_id: files.selfie! })}
        data-testid="verification-submit"
      >
        {t('account.verification.submit')}
      </Button>
    </List.Item>
  );
}
