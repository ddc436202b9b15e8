import type en from "./en";

const zhCn: Record<keyof typeof en, string> = {
  groups: "配置分组",
  save: "保存",
  saving: "保存中…",
  delete: "删除",
  deleteSetting: "确定删除配置项“{title}”？",
  addSetting: "添加配置项",
  addSettingHelp: "新配置项会出现在所选分组中，供需要它的功能读取。",
  name: "变量名",
  group: "分组",
  title: "标题",
  titleEn: "英文标题",
  type: "输入类型",
  value: "值",
  options: "选项（每行一个 键=名称）",
  testMail: "测试邮件",
  sendTestMail: "发送测试邮件",
};
export default zhCn;
