import { idField, L, updateTimeField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "routine.WorkCalendar",
  title: L("工作日历", "Work calendar"),
  table: "work_calendar",
  menu: {
    parent: "routine",
    path: "routine/workCalendar",
    icon: "calendar-days",
    weigh: 78,
    keepalive: true,
    grants: ["operator"],
    remark: L(
      "法定节假日与调休上班日。审核时限按工作日计算：表中没有的日期按周一至周五上班。每年国务院公布放假安排后补充下一年。",
      "Public holidays and weekend days worked in exchange. Audit time limits count working days; dates not listed follow Monday to Friday. Add the next year when the State Council publishes its holiday notice.",
    ),
  },
  quickSearch: ["name", "name_en", "date"],
  defaultOrder: [["date", "desc"]],
  pageSize: 20,
  fields: {
    id: idField,
    date: { kind: "date", label: L("日期", "Date"), rules: { required: true }, unique: true, list: { sortable: true, width: 130 }, filter: ["RANGE", "eq"] },
    weekday: { kind: "string", label: L("星期", "Weekday"), column: false, form: false, filter: false, list: { width: 100 } },
    is_workday: {
      kind: "select",
      label: L("安排", "Arrangement"),
      options: [
        { value: "0", label: L("放假", "Day off"), color: "danger" },
        { value: "1", label: L("调休上班", "Working day (swapped)"), color: "primary" },
      ],
      default: "0",
      rules: { required: true },
      list: { width: 140 },
    },
    name: { kind: "string", label: L("节日", "Holiday"), rules: { required: true, max: 30 }, english: "name_en" },
    name_en: { kind: "string", label: L("英文名称", "Name in English"), rules: { max: 50 }, list: { hidden: true } },
    update_time: updateTimeField,
  },
});
