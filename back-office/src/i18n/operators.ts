import { defineArea } from 'shared-contracts';

/** Operators (admin): the list and adding one. */
export const operators = defineArea({
  tw: {
    title: '營運人員',
    columns: { name: '帳號', role: '角色', enrolled: '已啟用', disabled: '已停用', createtime: '建立時間' },
    role: {
      change: '變更角色',
      title: '變更 {{name}} 的角色',
      hint: '角色變更須由另一位管理員在「覆核申請」核准後才生效。',
      role: '新角色',
      asked: '{{name}} 的角色變更申請 #{{id}} 已送出，待另一位管理員核准',
    },
    add: {
      title: '新增營運人員',
      name: '帳號',
      nameRule: '小寫英文字母開頭，3 至 32 個字元（a-z、0-9、_ . -）',
      role: '角色',
      submit: '新增',
      asked: '新增 {{name}} 的申請 #{{id}} 已送出：另一位管理員在「覆核申請」核准後，核准者會取得一次性啟用連結',
      copy: '複製連結',
      copied: '已複製',
    },
  },
  zh: {
    title: '运营人员',
    columns: { name: '账号', role: '角色', enrolled: '已启用', disabled: '已停用', createtime: '创建时间' },
    role: {
      change: '变更角色',
      title: '变更 {{name}} 的角色',
      hint: '角色变更须由另一位管理员在“复核申请”核准后才生效。',
      role: '新角色',
      asked: '{{name}} 的角色变更申请 #{{id}} 已送出，待另一位管理员核准',
    },
    add: {
      title: '新增运营人员',
      name: '账号',
      nameRule: '小写英文字母开头，3 至 32 个字符（a-z、0-9、_ . -）',
      role: '角色',
      submit: '新增',
      asked: '新增 {{name}} 的申请 #{{id}} 已提交：另一位管理员在「复核申请」核准后，核准者会取得一次性启用链接',
      copy: '复制链接',
      copied: '已复制',
    },
  },
  en: {
    title: 'Operators',
    columns: { name: 'Name', role: 'Role', enrolled: 'Enrolled', disabled: 'Disabled', createtime: 'Created' },
    role: {
      change: 'Change role',
      title: "Change {{name}}'s role",
      hint: 'A role changes only once another admin approves it under Requests.',
      role: 'New role',
      asked: "Request #{{id}} to change {{name}}'s role is sent: it waits for another admin",
    },
    add: {
      title: 'Add operator',
      name: 'Name',
      nameRule: 'A lower-case letter first, 3 to 32 characters (a-z, 0-9, _ . -)',
      role: 'Role',
      submit: 'Add',
      asked: 'Request #{{id}} to add {{name}} asked: once another admin approves it on Requests, they get the one-time enrolment link',
      copy: 'Copy link',
      copied: 'Copied',
    },
  },
});
