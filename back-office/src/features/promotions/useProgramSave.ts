import { App as AntApp } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOpsProgramSet, type OpsProgramSetBody } from './api/opsProgramSet';

/** Saves a program's settings after a confirm (a change reaches every later credit), then says so. */
export function useProgramSave(title: string) {
  const { t } = useTranslation();
  const { message, modal } = AntApp.useApp();
  const save = useOpsProgramSet();
  const submit = (body: OpsProgramSetBody, onSaved: () => void) =>
    void modal.confirm({
      title: t('promotions.confirm.title', { program: title }),
      content: t('promotions.applies'),
      okText: t('promotions.confirm.ok'),
      cancelText: t('promotions.confirm.cancel'),
      onOk: () =>
        save.mutate(body, {
          onSuccess: () => {
            void message.success(t('promotions.saved', { program: title }));
            onSaved();
          },
        }),
    });
  return { submit, save };
}
