import SectionKit
