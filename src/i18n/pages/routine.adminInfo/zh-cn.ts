import type en from "./en";

const zhCn: Record<keyof typeof en, string> = {
  details: "个人资料",
  lastLogin: "最后登录",
  avatar: "头像",
  nickname: "昵称",
  email: "电子邮箱",
  mobile: "手机号",
  motto: "签名",
  changePassword: "修改密码",
  old_password: "当前密码",
  password: "新密码",
  confirm: "再次输入新密码",
  passwordsDiffer: "两次输入的新密码不一致",
  passwordHint: "修改密码后，其他设备上的登录将失效。",
};
export default zhCn;
