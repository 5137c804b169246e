# -*- coding: utf-8 -*-
"""Stacks per project/branch and queries q-rc-001 .. q-rc-048."""

PORTAL_VUE = {"vue": "2.6.14", "element-ui": "2.15.14", "vuex": "3.6.2", "vue-router": "3.6.5"}
PORTAL_MASTER_STACK = dict(PORTAL_VUE, **{
    "react": "18.2.0", "react-dom": "18.2.0", "antd": "5.12.8",
    "@reduxjs/toolkit": "2.2.1", "react-redux": "9.1.0", "react-router-dom": "6.22.3",
    "@formily/core": "2.3.1", "@formily/react": "2.3.1", "@formily/antd-v5": "1.2.1",
})
PORTAL_RELEASE_STACK = dict(PORTAL_VUE, **{
    "react": "18.2.0", "react-dom": "18.2.0", "antd": "4.24.15",
    "@reduxjs/toolkit": "1.9.7", "react-redux": "8.1.3", "react-router-dom": "6.3.0",
    "@formily/core": "2.2.29", "@formily/react": "2.2.29", "@formily/antd": "2.2.29",
})
PORTAL_VUE27_STACK = dict(PORTAL_MASTER_STACK, vue="2.7.16")
H5_MASTER_STACK = {
    "vue": "3.3.8", "@dcloudio/uni-app": "3.0.0", "uview-ui": "2.0.36", "pinia": "2.1.7",
    "react": "18.2.0", "react-dom": "18.2.0", "antd-mobile": "5.34.0", "zustand": "4.5.2",
    "react-router-dom": "6.22.3",
}
H5_HOTFIX_STACK = dict(H5_MASTER_STACK, **{"antd-mobile": "5.28.1", "zustand": "4.3.9"})

CTX = {
    "PM": ("zhengwu-portal", "master", PORTAL_MASTER_STACK),
    "PD": ("zhengwu-portal", "dev-formily", PORTAL_MASTER_STACK),
    "PDT": ("zhengwu-portal", "dev-table-refactor", PORTAL_MASTER_STACK),
    "PV27": ("zhengwu-portal", "dev-vue27", PORTAL_VUE27_STACK),
    "PR2": ("zhengwu-portal", "release/v3.2", PORTAL_RELEASE_STACK),
    "PR3": ("zhengwu-portal", "release/v3.3", PORTAL_RELEASE_STACK),
    "HM": ("zhangshang-h5", "master", H5_MASTER_STACK),
    "HH": ("zhangshang-h5", "hotfix-20240312", H5_HOTFIX_STACK),
}


def Q(num, category, lang, ctx, query, labels, expected, asset=None, asset_type=None):
    project, branch, stack = CTX[ctx]
    context = {"project": project, "branch": branch, "stack": dict(stack)}
    if asset:
        context["asset"] = asset
    if asset_type:
        context["asset_type"] = asset_type
    return {
        "id": "q-rc-%03d" % num,
        "query": query,
        "context": context,
        "labels": {("exp-rc-%04d" % k): v for k, v in labels.items()},
        "expected_decision": expected,
        "category": category,
        "lang": lang,
    }


R, RO, NA = "reusable", "reference_only", "not_applicable"

QUERIES = [
# ---------------- identifier ----------------
Q(1, "identifier", "zh", "PD", "FdSubTable 明细子表迁到 formily 后，行内“单价×数量=金额”的联动怎么写？",
  {3: R, 2: NA}, "inject", "FdSubTable", "component"),
Q(2, "identifier", "zh", "PM", "v-permission-disabled 在 React 里怎么实现？产品要求没权限的按钮置灰并提示",
  {21: R, 20: NA}, "inject", "v-permission-disabled", "directive"),
Q(3, "identifier", "zh", "PDT", "RcTreeTable 懒加载子节点（el-table lazy + load）迁 antd 的写法",
  {15: R, 13: NA}, "inject", "RcTreeTable", "component"),
Q(4, "identifier", "zh", "HM", "useMatterStore 的办事进度持久化在 zustand 里怎么做",
  {73: R, 74: NA}, "inject", "useMatterStore", "store"),
Q(5, "identifier", "zh", "PM", "maskIdCard 过滤器迁移到 React 怎么写",
  {40: R, 41: NA, 93: RO}, "inject", "maskIdCard", "filter"),
Q(6, "identifier", "en", "PM", "How do I migrate RcAreaCascader lazy loading down to street and community level to antd?",
  {55: R, 56: NA}, "inject", "RcAreaCascader", "component"),
Q(7, "identifier", "zh", "PM", "listPageMixin 改成 hook 的标准写法是什么",
  {44: R, 46: NA, 45: NA}, "inject", "listPageMixin", "mixin"),
Q(8, "identifier", "zh", "PM", "exportMixin 列表导出迁移有没有现成方案",
  {47: R}, "reference", "exportMixin", "mixin"),
Q(9, "identifier", "zh", "PM", "RcDictCheckbox 字典多选框组件怎么迁",
  {59: RO, 60: RO}, "reference", "RcDictCheckbox", "component"),
Q(10, "identifier", "mixed", "PM", "maskBankCard 银行卡号脱敏在 React 里有现成函数吗？need the same rule as the PC portal",
  {93: R, 40: RO}, "inject", "maskBankCard", "filter"),

# ---------------- synonym ----------------
Q(11, "synonym", "zh", "PM", "按钮没权限的时候直接不显示，React 这边有现成的封装吗",
  {20: R, 21: NA}, "inject"),
Q(12, "synonym", "mixed", "PDT", "批量审批要跨页选，翻页以后之前勾的行就丢了, how to keep selected rows across pages?",
  {14: R}, "inject"),
Q(13, "synonym", "zh", "HM", "手机端列表往下拉刷新、滑到底自动加载下一页，换成 React 用什么组件",
  {79: R}, "inject"),
Q(14, "synonym", "zh", "PM", "身份证号码中间几位打星号显示，新页面里怎么处理",
  {40: R, 41: NA}, "inject"),
Q(15, "synonym", "zh", "HM", "750 宽设计稿的尺寸单位，在不用 uni-app 编译的纯 H5 里怎么换算",
  {82: R}, "inject"),
Q(16, "synonym", "zh", "PM", "页面顶部那种“操作成功”的轻提示和确认框，在新框架里怎么调用",
  {50: R, 51: NA}, "inject"),
Q(17, "synonym", "zh", "PM", "审批环节盖电子章的那个控件，页面迁到 React 怎么弄",
  {58: R}, "reference"),

# ---------------- jargon ----------------
Q(18, "jargon", "zh", "PD", "老表单的只读详情态怎么迁",
  {6: R, 7: NA}, "inject"),
Q(19, "jargon", "zh", "PM", "双端共用的国密加解密还用原来那套吗",
  {48: R, 93: R, 80: NA}, "inject"),
Q(20, "jargon", "zh", "PM", "统认回跳带着 ticket，换 token 的时候前端要注意什么",
  {90: R, 32: R, 33: NA}, "inject"),
Q(21, "jargon", "zh", "PM", "适老化大字版在 PC 新页面上怎么切换",
  {62: R, 85: NA, 63: NA}, "inject"),
Q(22, "jargon", "zh", "PM", "老表单设计器要不要一起迁 React",
  {9: R, 69: RO, 5: NA}, "inject"),
Q(23, "jargon", "zh", "HM", "天府通办里刷脸那个能力，React 页面怎么调",
  {84: R, 91: RO}, "reference"),
Q(24, "jargon", "zh", "PD", "老表单里的证件号校验规则（身份证、统一社会信用代码）迁 formily 怎么写",
  {4: R, 1: NA}, "reference"),

# ---------------- version_gate ----------------
Q(25, "version_gate", "zh", "PR2", "release/v3.2 分支上 $message 提示怎么封装",
  {51: R, 50: NA}, "inject", "$message", "plugin"),
Q(26, "version_gate", "zh", "PR2", "release 分支表单里 DatePicker 回显后端给的日期字符串怎么转",
  {43: R, 42: NA}, "inject"),
Q(27, "version_gate", "zh", "PR3", "v3 的 release 分支上 formily 应该装哪个 antd 适配包",
  {10: R, 11: NA}, "inject"),
Q(28, "version_gate", "zh", "HH", "hotfix 分支上组件只订阅 store 里的几个字段、避免无关重渲染怎么写",
  {72: R, 71: NA}, "inject"),
Q(29, "version_gate", "mixed", "HM", "组件只订阅 store 里几个字段，like storeToRefs in Pinia, zustand 里怎么写",
  {71: R, 72: NA}, "inject", "storeToRefs", "store"),
Q(30, "version_gate", "zh", "PR3", "release/v3.3 上统一认证的登录守卫怎么写，能用 loader 吗",
  {33: R, 32: NA, 90: NA}, "inject", "authGuard", "router"),
Q(31, "version_gate", "zh", "PV27", "dev-vue27 分支上用 <script setup> 写的组件怎么迁 React",
  {98: R, 97: NA}, "reference"),
Q(32, "version_gate", "zh", "PR2", "release 分支 createSlice 的 extraReducers 还是对象写法，要不要改",
  {27: R, 26: NA}, "inject"),
Q(33, "version_gate", "zh", "PR2", "release/v3.2 的页面要加等保水印，v-watermark 怎么迁",
  {24: R, 23: NA}, "inject", "v-watermark", "directive"),
Q(34, "version_gate", "zh", "PR2", "release 分支上老表单的附件上传字段怎么迁",
  {99: R, 8: NA}, "reference"),
Q(35, "version_gate", "mixed", "PM", "master 上 element-variables.scss 的主题色、表头背景这些变量，how to map them to antd 5 tokens",
  {61: R, 63: NA}, "inject"),

# ---------------- status_gate ----------------
Q(36, "status_gate", "zh", "PM", "master 上 v-watermark 水印指令用什么替代",
  {23: R, 24: NA}, "reference", "v-watermark", "directive"),
Q(37, "status_gate", "zh", "PM", "RcTable 的 span-method 合并单元格怎么迁",
  {18: R}, "reference", "RcTable", "component"),
Q(38, "status_gate", "zh", "PM", "多页签切换时保留页面状态，原来 keep-alive include 那套 React 怎么搞",
  {35: R, 36: R}, "reference"),
Q(39, "status_gate", "zh", "PD", "老表单的打印版式怎么迁",
  {7: R, 6: NA}, "reference"),
Q(40, "status_gate", "zh", "PD", "还能用 veaury 在 React 里直接套老表单渲染吗",
  {5: NA, 1: R, 89: R}, "inject"),
Q(41, "status_gate", "zh", "PM", "user 模块的 token 持久化，RTK 里上 redux-persist 可以吗",
  {29: NA, 25: R}, "inject"),
Q(42, "status_gate", "zh", "PM", "RcSignature 电子签章组件迁移方案",
  {58: R}, "reference", "RcSignature", "component"),
Q(43, "status_gate", "zh", "PM", "Vuex store.subscribe 做的办件埋点上报，RTK 里怎么接",
  {31: R}, "reference"),
Q(44, "status_gate", "zh", "PM", "React 版路由还要继续用 hash 模式吗",
  {37: NA}, "abstain"),

# ---------------- scope_gate ----------------
Q(45, "scope_gate", "zh", "HM", "H5 的适老化大字版怎么做",
  {85: R, 62: NA}, "reference"),
Q(46, "scope_gate", "zh", "HM", "master 上 u-toast、uni.showLoading 怎么迁",
  {96: R, 95: NA}, "inject", "u-toast", "component"),
Q(47, "scope_gate", "zh", "HH", "hotfix 分支修 u-toast 的问题，要不要顺便换成 antd-mobile Toast",
  {95: R, 96: NA}, "inject", "u-toast", "component"),
Q(48, "scope_gate", "zh", "HM", "H5 项目本地开发的 vite 代理怎么配，接口前缀是 /zwfw-api",
  {65: NA, 80: NA}, "abstain"),
]
