import { App as AntApp } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOpsProgramSet, type OpsProgramSetBody } from './api/opsProgramSet';

/** Asks to change a program's settings after a confirm (another admin approves; it reaches every later credit), then says so. */
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
          onSuccess: (asked) => {
            void message.success(t('promotions.asked', { program: title, id: asked.id }));
            onSaved();
          },
        }),
    });
  return { submit, save };
}
